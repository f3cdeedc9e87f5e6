// Replaces theme-classic's `prism-include-languages` client module: the extra
// Prism languages are registered by `highlighted.tsx`, in the lazy chunk.
export {};
