/** react-query keys used by the session (invalidate `SESSION_KEYS.user` to refresh the profile, e.g. after a top-up). */
export const SESSION_KEYS = {
  user: ['session', 'user'] as const,
  unread: ['session', 'unread'] as const,
  permissions: ['session', 'permissions'] as const,
};
