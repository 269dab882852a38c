export { LanguageSelect } from './components/language-select';
export { ProfileMenu } from './components/profile-menu';
export { ProfileLanguageSync } from './components/profile-language-sync';
export { useProfile, profileQueryOptions } from './api/get-profile';
