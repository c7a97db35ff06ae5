export { LanguageSwitch } from './components/language-switch.tsx';
export { useLanguageOfAccount } from './hooks/use-language.ts';
export { usePreferredSubjects } from './use-preferred-subjects.ts';
