// Every map recipe, in the order `npm run maps` generates them.
import type { Recipe } from '../recipe';
import { barbados } from './barbados';
import { germany } from './germany';
import { rustBelt } from './rust-belt';
import { southernUs } from './southern-us';
import { stLucia } from './st-lucia';

export const RECIPES: readonly Recipe[] = [rustBelt, southernUs, germany, barbados, stLucia];
