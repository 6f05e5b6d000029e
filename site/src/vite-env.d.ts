interface ImportMetaEnv {
  readonly VITE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
