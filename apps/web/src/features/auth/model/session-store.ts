import { create } from 'zustand';
import { registerStoreReset } from '../../../shared/lib/store-registry';

interface SessionState {
  /** false until start-up has settled who the user is. */
  ready: boolean;
  /** Tokens are stored and the user is known. */
  authenticated: boolean;
  /** Start-up could not reach the server: the session is kept and the user sees an error page. */
  serverUnreachable: boolean;
  setReady: (ready: boolean) => void;
  setAuthenticated: (authenticated: boolean) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ready: false,
  authenticated: false,
  serverUnreachable: false,
  setReady: (ready) => set({ ready }),
  setAuthenticated: (authenticated) => set({ authenticated }),
}));

registerStoreReset(() => useSessionStore.setState({ authenticated: false }));
