/** The demo seed's accounts (server/src/seed/demo.ts). */
export const superadmin = { email: "admin@example.com", password: "admin123" };
export const vendor = { email: "vendor@example.com", password: "vendor123" };
export type Account = typeof superadmin;
