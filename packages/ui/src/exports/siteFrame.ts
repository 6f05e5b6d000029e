// Exports of the siteFrame batch; packages/ui/src/index.ts re-exports this file.
export {};
