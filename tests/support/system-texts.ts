// Imported for its effect by the tests that translate a rule system's texts outside a game screen: files every
// system's texts through the app's own loader (src/ui/rules/load-texts.ts), as the app does once a system's UI module or a
// shared screen asks for them.
import { loadEverySystemTexts } from '../../src/ui/rules/load-texts';

await loadEverySystemTexts();
