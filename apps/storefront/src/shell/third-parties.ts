/** Origins of the third parties every page loads (SPEC 1); the CSP allows exactly these. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
