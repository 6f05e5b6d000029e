interface ImportMetaEnv {
  readonly VITE_ANON_KEY?: string;
  readonly VITE_CONTENT_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
