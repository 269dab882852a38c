import {
  PGlite,
  type ExecProtocolOptions,
  messages,
  parse,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
/** Describe portal + Execute + Sync: the same bytes after every Bind. */
const DESCRIBE_EXECUTE_SYNC = concat([
  serialize.describe({ type: 'P' }),
  serialize.execute({}),
  serialize.sync(),
]);
const PARSE_MESSAGE = 0x50; // 'P'

interface Statement {
  name: string;
  /** Parameter type OIDs from Describe: pick each parameter's serializer, as PGlite's query() does. */
  paramTypes: number[];
}

/**
 * PGlite whose query() keeps a named prepared statement for SQL text it has seen before (drizzle
 * repeats the same text with other parameters). PGlite's own query() sends Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into WASM and parses and plans every time; here a repeated
 * text is parsed once (Parse + Describe + Sync), then each call is Bind + Describe + Execute + Sync in
 * one call. Results go through PGlite's own parseResults with the same parsers and serializers; locks,
 * errors (the same DatabaseError, its query and params attached) and syncToFs (after each query outside
 * a transaction) are PGlite's. Text seen once (migrations, DDL), exec() and queries with a blob or
 * paramTypes keep PGlite's path.
 */
export class PreparedPGlite extends PGlite {
  /** Parse messages sent, by either path (tests check that a repeated query parses once). */
  parseCount = 0;
  /** The most named statements kept; the least recently used one is closed beyond it. */
  readonly maxStatements: number;
  readonly #seen = new Set<string>();
  /** In least recently used first order (a hit moves its entry to the end). */
  readonly #statements = new Map<string, Statement>();
  #nextName = 1;

  constructor(dataDir: string, options: PGliteOptions & { maxStatements?: number } = {}) {
    const { maxStatements = 500, ...rest } = options;
    super(dataDir, rest);
    this.maxStatements = maxStatements;
  }

  override async execProtocolStream(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): Promise<messages.BackendMessage[]> {
    if (message[0] === PARSE_MESSAGE) this.parseCount += 1;
    return super.execProtocolStream(message, options);
  }

  // `any` as in PGlite's own signature: rows are whatever the caller declares.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async query<T>(text: string, params?: any[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#repeated(text, options)) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const result = await this.#run<T>(text, params ?? [], options);
        await this.syncToFs(); // as PGlite's query() outside a transaction
        return result;
      }),
    );
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The transaction object's query() calls PGlite's private runQuery; only it is replaced, the
      // rest (closed, rollback, exec…) stays PGlite's through the prototype.
      const fast: Transaction = Object.create(tx, {
        query: {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as PGlite's signature
          value: async <R>(text: string, params?: any[], options?: QueryOptions): Promise<Results<R>> => {
            if (!this.#repeated(text, options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            // The transaction holds PGlite's transaction lock; queries still take the query lock.
            return this._runExclusiveQuery(() => this.#run<R>(text, params ?? [], options));
          },
        },
      }) as Transaction;
      return callback(fast);
    });
  }

  /** True from the second time a text is seen (the first sighting is recorded). */
  #repeated(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (this.#statements.has(text) || this.#seen.has(text)) return true;
    if (this.#seen.size >= this.maxStatements * 4) this.#seen.clear();
    this.#seen.add(text);
    return false;
  }

  /** Runs under PGlite's query lock. */
  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const protocolOptions: ExecProtocolOptions = { onNotice: options?.onNotice, syncToFs: false };
    try {
      const statement = this.#statements.get(text) ?? (await this.#prepare(text, protocolOptions));
      this.#statements.delete(text);
      this.#statements.set(text, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const bind = serialize.bind({ statement: statement.name, values });
      const replies = await this.execProtocolStream(concat([bind, DESCRIBE_EXECUTE_SYNC]), protocolOptions);
      const blob = await this._getWrittenBlob();
      const [result] = parse.parseResults(replies, this.parsers, options, blob);
      return result as Results<T>;
    } catch (error) {
      // As PGlite's query(): the failing statement rides on the error. Sync was part of the same call,
      // so PostgreSQL has already left the failed extended-protocol exchange; anything else (not
      // PostgreSQL's error) gets the Sync that PGlite's query() always sends.
      if (!(error instanceof messages.DatabaseError)) {
        await this.execProtocolStream(serialize.sync(), protocolOptions);
        throw error;
      }
      Object.assign(error, { query: text, params, queryOptions: options });
      // The statement is gone (DEALLOCATE ALL, DISCARD ALL) or its result type changed (DDL): the next
      // call prepares the text again.
      if (error.code === '26000' || error.code === '0A000') this.#statements.delete(text);
      throw error;
    }
  }

  async #prepare(text: string, protocolOptions: ExecProtocolOptions): Promise<Statement> {
    const [oldest] = this.#statements;
    if (oldest && this.#statements.size >= this.maxStatements) {
      this.#statements.delete(oldest[0]);
      const close = serialize.close({ type: 'S', name: oldest[1].name });
      await this.execProtocolStream(concat([close, serialize.sync()]), protocolOptions);
    }
    const name = `s${this.#nextName++}`;
    const parts = [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const replies = await this.execProtocolStream(concat(parts), protocolOptions);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(replies) };
    this.#seen.delete(text);
    return statement;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
