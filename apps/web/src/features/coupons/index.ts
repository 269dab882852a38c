export { PromoPopover } from './components/promo-popover';
export { PromoModal, PromoForm } from './components/promo-form';
export { ActivationModal } from './components/activation-modal';
