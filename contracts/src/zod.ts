/**
 * The one zod import of contracts: zod/mini, whose functional API lets a bundle keep only the schema
 * types and checks contracts uses (contracts is a shared module in the browser, and zod's classic API,
 * whose methods cannot be tree-shaken, would ship whole).
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini loads no locale (every message without its own text would read 'Invalid input'): English,
// as classic zod has it, so every default message stays as it was.
z.config(en());

export { z };
