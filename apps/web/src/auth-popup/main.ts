import { reportPopupResult } from '../features/auth/index.ts';

reportPopupResult(new URLSearchParams(window.location.search));
