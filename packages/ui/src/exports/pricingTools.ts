// Exports of the pricingTools batch; packages/ui/src/index.ts re-exports this file.
export {};
