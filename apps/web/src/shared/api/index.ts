export { api, apiRequest, configureApiClient, refreshTokens, API_BASE } from './client';
export { embeddedAnswer, PAGE_LOADED_AT } from './embedded';
export { rememberSessionRole } from './early';
export { uploadForm } from './upload';
export { ApiError, isApiError } from './api-error';
export { tokenStore, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type Tokens } from './tokens';
export { queryClient } from './query-client';
export { keysToCamel as toCamel, keysToSnake as toSnake, attrToField } from '@prepa/contracts';
export { queryKeyPrefix, studentBalanceKeyPrefix, studentKeyPrefix } from './query-key-prefix';
