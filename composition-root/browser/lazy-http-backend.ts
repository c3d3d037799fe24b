import type { BackendModule, ReadCallback, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched the first time a page needs texts the server did not embed (another language,
 * another page's namespace): the first page never waits for it.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private backend: Promise<HttpBackend> | undefined;
  private services: Services | undefined;
  private options: HttpBackendOptions | undefined;

  init(services: Services, backendOptions: HttpBackendOptions): void {
    this.services = services;
    this.options = backendOptions;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(
      ({ default: Backend }) => new Backend(this.services, this.options),
    );
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // A backend that failed to arrive is asked for again next time; the texts fall back meanwhile.
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  }
}
