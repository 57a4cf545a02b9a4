import { isRole, type TLoginData, type TRole, type TRoleName, type TUserInfo } from '@sxpt/contract';
import { create } from 'zustand';
import { clearToken, getToken, setToken } from '../api/token';

/** The signed-in user as the whole app sees it (spec 01 §3 "Session user"). */
export interface TSessionState {
  token: string | null;
  name: string;
  avatar: string;
  auth: TRoleName | null;
  role: TRole | null;
  userID: number | null;
  bindAccount: string;
  /** licence flag, default 1 */
  jurisdiction: number;
  /** certificate status: 1 active, 2 not activated; null before getinfo */
  certStatus: number | null;
  /** the full /api/getinfo answer; null until loaded */
  user: TUserInfo | null;
  /** the password was set by someone else (new account, reset, import): it must be changed before anything else */
  mustChangePassword: boolean;
  /** after /api/login*: keep the token (cookie too) and what the login answer says */
  signIn: (data: TLoginData) => void;
  /** after /api/getinfo */
  setUser: (user: TUserInfo) => void;
  /** after /api/mod_info */
  setProfile: (profile: { name?: string; avatar?: string; phone?: string }) => void;
  setCertStatus: (status: number) => void;
  /** the server answered 4031 (true) or the password was changed (false) */
  setMustChangePassword: (value: boolean) => void;
  /** sign out locally: forget the user and the token cookie */
  reset: () => void;
}

const emptyUser = {
  name: '',
  avatar: '',
  auth: null,
  role: null,
  userID: null,
  bindAccount: '',
  jurisdiction: 1,
  certStatus: null,
  user: null,
  mustChangePassword: false,
} as const;

export const useSessionStore = create<TSessionState>()((set) => ({
  token: getToken(),
  ...emptyUser,
  signIn: (data) => {
    setToken(data.token);
    set({
      token: data.token,
      name: data.name,
      avatar: data.avatar,
      role: isRole(data.identity) ? data.identity : null,
      userID: data.id,
      bindAccount: data.bind_account,
      mustChangePassword: data.must_change_password === true,
    });
  },
  setUser: (user) =>
    set({
      user,
      name: user.name,
      avatar: user.avatar,
      auth: user.auth,
      role: isRole(user.role) ? user.role : null,
      userID: user.id,
      bindAccount: user.bind_account,
      jurisdiction: user.jurisdiction ?? 1,
      certStatus: user.cert_status,
      mustChangePassword: user.must_change_password === true,
    }),
  setProfile: (profile) =>
    set((state) => ({
      name: profile.name ?? state.name,
      avatar: profile.avatar ?? state.avatar,
      user: state.user
        ? {
            ...state.user,
            name: profile.name ?? state.user.name,
            avatar: profile.avatar ?? state.user.avatar,
            phone: profile.phone ?? state.user.phone,
          }
        : null,
    })),
  setCertStatus: (certStatus) =>
    set((state) => ({ certStatus, user: state.user ? { ...state.user, cert_status: certStatus } : null })),
  setMustChangePassword: (mustChangePassword) =>
    set((state) => ({
      mustChangePassword,
      user: state.user ? { ...state.user, must_change_password: mustChangePassword } : null,
    })),
  reset: () => {
    clearToken();
    set({ token: null, ...emptyUser });
  },
}));
