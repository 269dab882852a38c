export { PromoPopover, PromoModal, PromoForm } from './components/promo-popover';
export { ActivationModal } from './components/activation-modal';
