import type { Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AdapterFactory } from './database-adapter.ts';

/** oidc-provider's storage in Redis (REDIS_URL), shared by every instance; keys expire with their payload. */

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function redisAdapter(redis: Redis): AdapterFactory {
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
      multi.set(key, JSON.stringify(payload));
      if (expiresIn) multi.expire(key, expiresIn);
      if (GRANTABLE.has(this.name) && payload.grantId) {
        multi.rpush(grantKey(payload.grantId), key);
        if (expiresIn) multi.expire(grantKey(payload.grantId), expiresIn, 'GT');
      }
      if (payload.userCode) multi.set(userCodeKey(payload.userCode), id, 'EX', expiresIn || 3600);
      if (payload.uid) multi.set(uidKey(payload.uid), id, 'EX', expiresIn || 3600);
      await multi.exec();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const data = await redis.get(this.key(id));
      return data ? (JSON.parse(data) as AdapterPayload) : undefined;
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
      const payload = await this.find(id);
      if (!payload) return;
      const ttl = await redis.ttl(this.key(id));
      const stored = JSON.stringify({ ...payload, consumed: Math.floor(Date.now() / 1000) });
      await (ttl > 0 ? redis.set(this.key(id), stored, 'EX', ttl) : redis.set(this.key(id), stored));
    }

    async destroy(id: string): Promise<void> {
      await redis.del(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const keys = await redis.lrange(grantKey(grantId), 0, -1);
      await redis.del(...keys, grantKey(grantId));
    }
  };
}
