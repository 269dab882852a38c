export { LanguageSelect } from './components/language-select';
export { ProfileMenu } from './components/profile-menu';
export { ProfileLanguageSync } from './components/profile-language-sync';
export { useProfile, profileQueryOptions } from './api/get-profile';
export { useUpdateProfile } from './api/update-profile';
export { useStatuses, useUpdateStatuses, statusesQueryOptions, type StudentStatuses } from './api/statuses';
export { useSystemModals } from './api/system-modals';
export { useStudentFlags, useUpdateStudentFlags } from './api/student-flags';
export {
  useSaveOnboardingState,
  type OnboardingStateMap,
  type ProfileWithOnboarding,
} from './api/onboarding-state';
export { useBanners, useCloseBanner, bannersQueryOptions } from './api/banners';
export { useMyProducts, myProductsQueryOptions } from './api/my-products';
export { SocialAccountModal } from './components/social-account-modal';
export { ConnectPhoneModal } from './components/connect-phone-modal';
export { AvatarUpload } from './components/avatar-upload';
export { StudentFlagsCard } from './components/student-flags-card';
export { ProfileEditForm } from './components/profile-edit-form';
export { checkAvatar } from './api/upload-avatar';
export { registerStudentTexts } from './i18n/register';
