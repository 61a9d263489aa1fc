import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl command into `dir`. */
export function selfSignedCertificate(dir: string): { certFile: string; keyFile: string } {
  const certFile = path.join(dir, 'fullchain.pem');
  const keyFile = path.join(dir, 'privkey.pem');
  const names = 'subjectAltName=DNS:localhost,IP:127.0.0.1';
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', names];
  execFileSync('openssl', [...args, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  return { certFile, keyFile };
}
