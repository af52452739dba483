import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOMAIN_LOCALES } from '@store/locales';

/**
 * The cluster's local TLS certificate: self-signed, made with Debian's openssl, so that nginx serves
 * HTTPS and the store's `Secure` cookies and HSTS are exercised on one machine. It is made once per
 * data folder and reused while valid; its key never leaves that folder.
 */

export interface Certificate {
  certFile: string;
  keyFile: string;
}

/** 825 days: the longest lifetime clients accept for a TLS server certificate. */
const LIFETIME_DAYS = 825;
/** A certificate this close to its end is made again rather than reused. */
const RENEW_BEFORE_SECONDS = 7 * 24 * 3600;

/** Every name the store answers to on this machine: loopback and the store's domains. */
export const CERTIFICATE_NAMES = [
  'DNS:localhost',
  'IP:127.0.0.1',
  'IP:::1',
  ...DOMAIN_LOCALES.map(([suffix]) => `DNS:shop.example.${suffix}`),
];

/** openssl prints `IP Address:0:0:0:0:0:0:0:1`-style entries; compare on a canonical form. */
function namesOf(certFile: string): Set<string> {
  const text = execFileSync('openssl', ['x509', '-noout', '-ext', 'subjectAltName', '-in', certFile], {
    encoding: 'utf8',
  });
  return new Set(
    text
      .split('\n')
      .slice(1)
      .join(',')
      .split(',')
      .map((entry) => entry.trim().replace(/^IP Address:/, 'IP:'))
      .filter(Boolean),
  );
}

const canonical = (name: string) => (name === 'IP:::1' ? 'IP:0:0:0:0:0:0:0:1' : name);

function reusable({ certFile, keyFile }: Certificate): boolean {
  if (!existsSync(certFile) || !existsSync(keyFile)) return false;
  const valid = spawnSync('openssl', [
    'x509',
    '-checkend',
    String(RENEW_BEFORE_SECONDS),
    '-noout',
    '-in',
    certFile,
  ]);
  if (valid.status !== 0) return false;
  const names = namesOf(certFile);
  return CERTIFICATE_NAMES.every((name) => names.has(canonical(name)));
}

export function ensureCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const certificate = { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') };
  if (reusable(certificate)) return certificate;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      certificate.keyFile,
      '-out',
      certificate.certFile,
      '-days',
      String(LIFETIME_DAYS),
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${CERTIFICATE_NAMES.join(',')}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return certificate;
}
