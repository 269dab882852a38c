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
  types,
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
  /** `listen` callbacks by channel, for notifications in replies read by this class's own path. */
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
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
      // The reply's bytes as they are, not parsed into messages (`execProtocolStream` would): a copy of
      // each chunk, since PGlite hands a view of its WASM memory.
      const chunks: Uint8Array[] = [];
      await this.execProtocolRawStream(concat([bind, DESCRIBE_EXECUTE_SYNC]), {
        syncToFs: false,
        onRawData: (data) => chunks.push(data.slice()),
      });
      const raw = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
      const blob = await this._getWrittenBlob();
      const decoded = decodeResult(raw, (type) => options?.parsers?.[type] ?? this.parsers[type], options);
      if (decoded) return (blob ? { ...decoded, blob } : decoded) as Results<T>;
      // Anything but the plain reply (an error, a notice): PGlite's own parsing of the same bytes.
      const [result] = parse.parseResults(this.#messages(raw, options), this.parsers, options, blob);
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

  /** The reply as PGlite's messages, as `execProtocolStream` gives them: throws its first error. */
  #messages(raw: Uint8Array, options: QueryOptions | undefined): messages.BackendMessage[] {
    const out: messages.BackendMessage[] = [];
    let failure: messages.DatabaseError | undefined;
    new protocol.Parser().parse(raw, (message) => {
      if (failure) return;
      if (message instanceof messages.DatabaseError) failure = message;
      else if (message instanceof messages.NoticeMessage) options?.onNotice?.(message);
      else if (message instanceof messages.NotificationResponseMessage) this.#notify(message);
      out.push(message);
    });
    if (failure) throw failure;
    return out;
  }

  /**
   * A notification that came back in a reply read here (a statement that committed a `NOTIFY`): PGlite
   * hands those to its listeners only on its own path, so they go to `listen`'s callbacks here, as
   * PGlite would (on a microtask, channel names as PGlite keeps them).
   */
  #notify(message: messages.NotificationResponseMessage): void {
    for (const callback of this.#listeners.get(message.channel) ?? []) {
      queueMicrotask(() => callback(message.payload));
    }
  }

  override async listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    const name =
      channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
    const unlisten = await super.listen(channel, callback, tx);
    let callbacks = this.#listeners.get(name);
    if (!callbacks) this.#listeners.set(name, (callbacks = new Set()));
    callbacks.add(callback);
    return async (tx2) => {
      callbacks.delete(callback);
      await unlisten(tx2);
    };
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

const utf8 = new TextDecoder();
/** Commands whose count is affected rows (as PGlite's `parseResults`). */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The reply to Bind + Describe portal + Execute + Sync, read straight from its bytes into the result
 * PGlite's `parseResults` makes of it (rows as arrays or objects, fields, command, affectedRows,
 * rowCount), without a message object per row and a copy per value: on PGlite those two were about a
 * third of a read's server time. Only the plain reply is read here (BindComplete, RowDescription or
 * NoData, DataRow, CommandComplete, EmptyQueryResponse, ReadyForQuery); anything else (an error, a
 * notice) returns undefined and the caller hands the bytes to PGlite's parser.
 */
function decodeResult(
  raw: Uint8Array,
  parserOf: (type: number) => ((value: string, type: number) => unknown) | undefined,
  options: QueryOptions | undefined,
): Results | undefined {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const asArrays = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (((value: string, type: number) => unknown) | undefined)[] = [];
  let rows: unknown[] = [];
  let result: Results | undefined;
  let at = 0;
  while (at < raw.length) {
    if (at + 5 > raw.length) return undefined;
    const type = raw[at];
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    switch (type) {
      case 0x31: // ParseComplete
      case 0x32: // BindComplete
      case 0x6e: // NoData
      case 0x49: // EmptyQueryResponse
      case 0x5a: // ReadyForQuery
        break;
      case 0x54: {
        // RowDescription
        const count = view.getInt16(p);
        p += 2;
        fields = [];
        parsers = [];
        for (let i = 0; i < count; i++) {
          const nul = raw.indexOf(0, p);
          const name = utf8.decode(raw.subarray(p, nul));
          const dataTypeID = view.getInt32(nul + 7);
          p = nul + 19;
          fields.push({ name, dataTypeID });
          parsers.push(parserOf(dataTypeID) ?? types.parsers[dataTypeID]);
        }
        break;
      }
      case 0x44: {
        // DataRow
        const count = view.getInt16(p);
        p += 2;
        const values: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) {
          const length = view.getInt32(p);
          p += 4;
          if (length < 0) {
            values[i] = null;
            continue;
          }
          const text = utf8.decode(raw.subarray(p, p + length));
          p += length;
          const parser = parsers[i];
          values[i] = parser ? parser(text, fields[i]?.dataTypeID ?? 0) : text;
        }
        if (asArrays) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          fields.forEach((field, i) => (row[field.name] = values[i]));
          rows.push(row);
        }
        break;
      }
      case 0x43: {
        // CommandComplete: "SELECT 5", "INSERT 0 1", "UPDATE 3"…
        const words = utf8.decode(raw.subarray(p, raw.indexOf(0, p))).split(' ');
        const command = words[0] ?? '';
        const count = parseInt(words[words.length - 1] ?? '', 10);
        result = { rows, fields, command, affectedRows: WRITES.has(command) ? count : 0 } as Results;
        if (!Number.isNaN(count)) Object.assign(result, { rowCount: count });
        rows = [];
        fields = [];
        break;
      }
      default:
        return undefined;
    }
    at = end;
  }
  return result ?? { affectedRows: 0, rows: [], fields: [] };
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
