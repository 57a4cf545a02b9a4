// Imported first by main.tsx: zod is configured before any schema of the contract is built (see disableZodJit).
import { disableZodJit } from '@sxpt/contract';

disableZodJit();
