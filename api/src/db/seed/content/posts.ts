import { posts2024 } from './posts2024.ts';
import { posts2025 } from './posts2025.ts';
import { posts2026 } from './posts2026.ts';
import type { SeedPost } from './types.ts';

export const posts: readonly SeedPost[] = [...posts2024, ...posts2025, ...posts2026];
