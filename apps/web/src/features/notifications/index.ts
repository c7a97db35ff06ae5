export { DigestSettingField } from './components/digest-setting-field.tsx';
export { loadNotificationBell } from './lazy.ts';
