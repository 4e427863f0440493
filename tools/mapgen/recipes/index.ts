// Every map recipe, in the order `npm run maps` generates them.
import type { Recipe } from '../recipe';
import { barbados } from './barbados';
import { germany } from './germany';
import { neUsaSeCanada } from './ne-usa-se-canada';
import { rhineRuhr } from './rhine-ruhr';
import { rustBelt } from './rust-belt';
import { southernUs } from './southern-us';
import { stLucia } from './st-lucia';
import { westernUs } from './western-us';

export const RECIPES: readonly Recipe[] = [rustBelt, westernUs, southernUs, germany, barbados, stLucia, neUsaSeCanada, rhineRuhr];
