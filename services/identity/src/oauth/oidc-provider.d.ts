/**
 * The part of oidc-provider 9's API this service uses (the package ships no types; @types lags
 * behind 9). Kept small and exact so the compiler still checks every call we make.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
    authorizations?: Record<string, { sid?: string; grantId?: string }>;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    application_type?: 'web' | 'native';
    [key: string]: unknown;
  }

  export interface Client {
    clientId: string;
    redirectUris?: string[];
    postLogoutRedirectUris?: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    jti: string;
    uid: string;
    accountId?: string;
    loginTs?: number;
    amr?: string[];
    exp?: number;
    authorizations?: Record<string, { sid?: string; grantId?: string }>;
    save(ttl: number): Promise<string>;
    destroy(): Promise<void>;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: Client;
      session?: Session;
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
    type: string;
    body: unknown;
    status: number;
    get(field: string): string;
    remove(field: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface IdTokenStatic {
    validate(token: string, client: Client): Promise<{ payload: Record<string, unknown> }>;
  }

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    emit(event: string, ...args: unknown[]): boolean;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Session: {
      new (payload: Record<string, unknown>): Session;
      find(id: string): Promise<Session | undefined>;
    };
    readonly Grant: {
      new (payload: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
      adapter: Adapter;
    };
    readonly Client: { find(id: string): Promise<Client | undefined> };
    readonly IdToken: IdTokenStatic;
    readonly AccessToken: { adapter: Adapter };
    readonly RefreshToken: { adapter: Adapter };
    readonly AuthorizationCode: { adapter: Adapter };
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;
}
