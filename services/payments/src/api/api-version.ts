/** The API version the sandbox speaks: the one the `stripe` package it was checked against pins (23.1.0). */
export const ApiVersion = '2026-10-28.endive';
