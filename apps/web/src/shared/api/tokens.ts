import { local } from '../lib/storage';

export const ACCESS_TOKEN_KEY = 'prepa.accessToken';
export const REFRESH_TOKEN_KEY = 'prepa.refreshToken';

export interface Tokens {
  access: string;
  refresh: string;
}

export const tokenStore = {
  access: (): string | null => local.get(ACCESS_TOKEN_KEY),
  refresh: (): string | null => local.get(REFRESH_TOKEN_KEY),
  set(tokens: Tokens): void {
    local.set(ACCESS_TOKEN_KEY, tokens.access);
    local.set(REFRESH_TOKEN_KEY, tokens.refresh);
  },
  clear(): void {
    local.remove(ACCESS_TOKEN_KEY);
    local.remove(REFRESH_TOKEN_KEY);
  },
};
