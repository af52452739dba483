/**
 * The HSTS value of every answer to an HTTPS request: a year, subdomains included (OWASP's HSTS
 * guidance). One value for whichever front door sends it: the storefront's own headers, or nginx in
 * the cluster (docs/deploy.md).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
