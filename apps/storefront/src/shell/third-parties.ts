/** Origins of the third parties every page loads (requirements §1); the CSP allows exactly these. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
