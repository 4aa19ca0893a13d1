import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/*
 * Serves PGlite's one backend to ordinary PostgreSQL clients on a loopback port (docs/architecture.md#database).
 *
 * A real server gives each connection its own backend; PGlite has one, so connections take turns on it. A turn is
 * a whole exchange, not a message: a connection holds the backend from its first message until the backend answers
 * ReadyForQuery while idle. So a query's Parse, Bind, Execute and Sync run together, a COPY runs to its end, and a
 * transaction (ReadyForQuery "in transaction" or "failed") keeps the backend until it commits or rolls back. The
 * others' messages wait, in the order they came. Handing the backend over message by message instead gives one
 * connection another's answers and leaves a connection waiting for good (the embedded database test shows both).
 * The messages of one exchange that have arrived together go to PGlite in one call (it reads every message its input
 * holds): a query's Parse, Bind, Describe, Execute and Sync are one call instead of five. A batch ends with a Sync or
 * a simple Query, so a batch never holds the start of an exchange after the end of another: the backend is handed
 * over only when the last exchange a batch sent is complete.
 *
 * What a connection sets for its session (SET, prepared statements, temporary tables) is seen by the others: there
 * is one session. The app does not rely on session state on the embedded database (no named prepared statements,
 * no LISTEN).
 */

export interface EmbeddedSocketOptions {
  db: PGlite;
  host: string;
  /** 0: a free port (read it from `port` after start()). */
  port: number;
  maxConnections: number;
}

const PROTOCOL_3 = 3; // the major version, in the high 16 bits of the startup message's code
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'

/** A typed protocol message: its type byte, its length, its body. */
function protocolMessage(type: string, body: string): Buffer {
  const bytes = Buffer.from(body);
  const message = Buffer.alloc(5 + bytes.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + bytes.length, 1);
  bytes.copy(message, 5);
  return message;
}

const SYNC = protocolMessage('S', '');
const ROLLBACK = protocolMessage('Q', 'ROLLBACK\0');

/** An ErrorResponse, as a server sends before it closes a connection it refuses. */
const fatal = (code: string, text: string) => protocolMessage('E', `SFATAL\0VFATAL\0C${code}\0M${text}\0\0`);

/** The status of the last ReadyForQuery in a backend's answer, or undefined when the answer has none. */
function lastReadyStatus(view: Buffer): number | undefined {
  let status: number | undefined;
  for (let at = 0; at + 5 <= view.length; at += 1 + view.readInt32BE(at + 1)) {
    if (view[at] === READY_FOR_QUERY) status = view[at + 5];
  }
  return status;
}

/** Messages for one call into PGlite; `open` while a later message of the same exchange may join it. */
interface Batch {
  messages: Buffer[];
  typed: boolean;
  open: boolean;
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Batch[] = [];
  private started = false;
  private running = false;
  closed = false;

  constructor(
    readonly socket: net.Socket,
    private readonly server: EmbeddedSocketServer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.close());
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      // Until the startup message a message has no type byte: its length comes first.
      const typed = this.started;
      const head = typed ? 1 : 0;
      if (this.buffer.length < head + 4) break;
      const length = head + this.buffer.readInt32BE(head);
      if (length < head + 4) {
        this.socket.destroy();
        return;
      }
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (!typed && length >= 8 && message.readInt32BE(4) >> 16 === PROTOCOL_3) this.started = true;
      this.queue(message, typed);
    }
    void this.drain();
  }

  /** Adds a message to the open batch, or starts one; a Terminate and every untyped message go alone. */
  private queue(message: Buffer, typed: boolean): void {
    const type = typed ? message[0] : -1;
    const last = this.pending.at(-1);
    const batch = last?.open && type !== TERMINATE ? last : { messages: [], typed, open: typed && type !== TERMINATE };
    if (batch !== last) this.pending.push(batch);
    batch.messages.push(message);
    if (type === SYNC_MESSAGE || type === SIMPLE_QUERY) batch.open = false;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.length && !this.closed) await this.handle(this.pending.shift()!);
    } catch {
      this.socket.destroy();
    } finally {
      this.running = false;
      if (this.closed) await this.server.release(this);
    }
  }

  private async handle({ messages, typed }: Batch): Promise<void> {
    const message = messages.length === 1 ? messages[0] : Buffer.concat(messages);
    const code = !typed && message.length >= 8 ? message.readInt32BE(4) : 0;
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write('N'); // no encryption on a loopback port
      return;
    }
    if (code === CANCEL_REQUEST) {
      this.socket.end(); // not supported: a query runs to its end
      return;
    }
    if (typed && message[0] === TERMINATE) {
      this.socket.end();
      return;
    }
    await this.server.acquire(this);
    const answer = await this.server.run(message);
    if (answer.length && !this.socket.destroyed) this.socket.write(answer);
    if (lastReadyStatus(answer) === IDLE) await this.server.release(this);
  }

  private close(): void {
    this.closed = true;
    this.pending.length = 0;
    if (!this.running) void this.server.release(this);
  }
}

export class EmbeddedSocketServer {
  private readonly db: PGlite;
  private readonly listener: net.Server;
  private readonly connections = new Set<Connection>();
  /** Every open socket, refused ones included: stop() closes them all. */
  private readonly sockets = new Set<net.Socket>();
  private owner: Connection | null = null;
  private readonly waiting: Array<{ connection: Connection; resume: () => void }> = [];
  port: number;

  constructor(private readonly options: EmbeddedSocketOptions) {
    this.db = options.db;
    this.port = options.port;
    this.listener = net.createServer((socket) => this.accept(socket));
  }

  async start(): Promise<void> {
    await this.db.waitReady;
    await new Promise<void>((resolve, reject) => {
      this.listener.once('error', reject);
      this.listener.listen(this.options.port, this.options.host, () => {
        this.listener.off('error', reject);
        this.port = (this.listener.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  /** Closes every connection (an open transaction is rolled back) and stops listening. */
  async stop(): Promise<void> {
    const closing = new Promise<void>((resolve) => this.listener.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closing;
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    if (this.connections.size >= this.options.maxConnections) {
      socket.end(fatal('53300', 'sorry, too many clients already'));
      return;
    }
    const connection = new Connection(socket, this);
    this.connections.add(connection);
    socket.on('close', () => this.connections.delete(connection));
  }

  /** Resolves when `connection` holds the backend; connections are served in the order they asked. */
  acquire(connection: Connection): Promise<void> {
    if (this.owner === connection) return Promise.resolve();
    if (!this.owner) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((resume) => this.waiting.push({ connection, resume }));
  }

  /**
   * The backend's answer to one message. Streamed out of PGlite as raw bytes: its non-streaming call also parses
   * every answer into messages for its own query API, which costs a list page about a tenth of its time
   * (BENCHMARKS.md, "The embedded database's socket against pglite-socket").
   */
  async run(message: Uint8Array): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, { onRawData: (data: Uint8Array) => void chunks.push(Buffer.from(data)) }),
    );
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }

  /**
   * Hands the backend to the next waiting connection. A connection that closed while holding it may have left an
   * exchange half sent or a transaction open: a Sync ends the one, a rollback the other, before anyone else runs.
   */
  async release(connection: Connection): Promise<void> {
    const queued = this.waiting.findIndex((w) => w.connection === connection);
    if (queued >= 0) this.waiting.splice(queued, 1);
    if (this.owner !== connection) return;
    if (connection.closed && !this.db.closed) {
      try {
        await this.run(SYNC);
        if (this.db.isInTransaction()) await this.run(ROLLBACK);
      } catch {
        // The database is closing: nobody is left to serve.
      }
    }
    const next = this.waiting.shift();
    this.owner = next?.connection ?? null;
    next?.resume();
  }
}
