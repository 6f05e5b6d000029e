import { posts2024 } from './posts2024.js';
import { posts2025 } from './posts2025.js';
import { posts2026 } from './posts2026.js';
import type { SeedPost } from './types.js';

export const posts: readonly SeedPost[] = [...posts2024, ...posts2025, ...posts2026];
