/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; unset means same origin (the dev server proxies /api, the API serves the built site). */
  readonly VITE_API_URL?: string;
}
