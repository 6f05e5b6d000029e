// Exports of the feedback batch; packages/ui/src/index.ts re-exports this file.
export {};
