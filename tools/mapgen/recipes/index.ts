// Every map recipe, in the order `npm run maps` generates them.
import type { Recipe } from '../recipe';
import { rustBelt } from './rust-belt';

export const RECIPES: readonly Recipe[] = [rustBelt];
