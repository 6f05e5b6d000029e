// Exports of the overlays batch; packages/ui/src/index.ts re-exports this file.
export {};
