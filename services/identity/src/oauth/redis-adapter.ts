import type { Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AdapterFactory } from './database-adapter.ts';

/**
 * oidc-provider's storage in Redis (REDIS_URL), shared by every instance; keys expire with their
 * payload. What is used once (codes, refresh tokens) is a hash whose `consumed` field is set on its
 * own, so that marking it never rewrites a payload another instance may be reading. Each grant keeps
 * the keys issued under it in a list that lives as long as the longest of them, so that revoking the
 * grant (sign-out, a code used twice) deletes every one in one atomic step.
 */

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const CONSUMABLE = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** A key gone (expired, revoked) stays gone: only a payload still stored is marked. */
const CONSUME_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'consumed', ARGV[1]) end
`;

/** The list holds full key names (with the connection's prefix), so the script deletes them as they are. */
const REVOKE_SCRIPT = `
for _, key in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do redis.call('DEL', key) end
redis.call('DEL', KEYS[1])
`;

export function redisAdapter(redis: Redis): AdapterFactory {
  const prefix = redis.options.keyPrefix ?? '';
  const grantKey = (id: string) => `oidc:grant:${id}`;
  const userCodeKey = (code: string) => `oidc:userCode:${code}`;
  const uidKey = (uid: string) => `oidc:uid:${uid}`;

  return class RedisAdapter implements Adapter {
    readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    private key(id: string): string {
      return `oidc:${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      const multi = redis.multi();
      if (CONSUMABLE.has(this.name)) {
        multi.del(key);
        multi.hset(key, 'payload', JSON.stringify(payload));
      } else {
        multi.set(key, JSON.stringify(payload));
      }
      if (expiresIn) multi.expire(key, expiresIn);
      if (GRANTABLE.has(this.name) && payload.grantId) {
        const list = grantKey(payload.grantId);
        multi.rpush(list, `${prefix}${key}`);
        // A new list has no expiry, which GT alone would never replace: NX gives it one, GT extends it.
        if (expiresIn) multi.expire(list, expiresIn, 'NX').expire(list, expiresIn, 'GT');
      }
      if (payload.userCode) multi.set(userCodeKey(payload.userCode), id, 'EX', expiresIn || 3600);
      if (payload.uid) multi.set(uidKey(payload.uid), id, 'EX', expiresIn || 3600);
      await multi.exec();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!CONSUMABLE.has(this.name)) {
        const data = await redis.get(this.key(id));
        return data ? (JSON.parse(data) as AdapterPayload) : undefined;
      }
      const [data, consumed] = await redis.hmget(this.key(id), 'payload', 'consumed');
      if (!data) return undefined;
      const payload = JSON.parse(data) as AdapterPayload;
      return consumed ? { ...payload, consumed: Number(consumed) } : payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(uidKey(uid));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(userCodeKey(userCode));
      return id ? this.find(id) : undefined;
    }

    async consume(id: string): Promise<void> {
      await redis.eval(CONSUME_SCRIPT, 1, this.key(id), Math.floor(Date.now() / 1000));
    }

    async destroy(id: string): Promise<void> {
      await redis.del(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await redis.eval(REVOKE_SCRIPT, 1, grantKey(grantId));
    }
  };
}
