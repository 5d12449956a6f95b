import type { FastifyReply, FastifyRequest } from 'fastify';

/** Long enough for a client to read the answer, short enough that a held socket costs nothing. */
const LINGER_MS = 1000;

/**
 * onSend: an upload answered before its body arrived whole (too large, too many at once, no session, a
 * part refused halfway) says `Connection: close` and stops reading, so whatever the client still pushes
 * only fills socket buffers until it sees the answer: kept alive, Node would read and throw away the
 * rest of the body, and a chunked one may never end. `read(0)` claims the body, so Node does not drain it
 * after the answer (it does for a body never read), and at most one buffer more is taken from the socket.
 * The socket is closed a moment after the answer, not at once: closing it with unread bytes resets the
 * connection, and a client still sending then loses the answer with them.
 */
export async function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.complete) return;
  reply.header('connection', 'close');
  const raw = request.raw;
  raw.unpipe();
  raw.pause();
  raw.read(0);
  // Node ends a `Connection: close` socket with destroySoon once the answer is written: here it only
  // sends the end of the answer's side (FIN); the destroy follows the linger, on onResponse.
  const socket = raw.socket;
  socket.destroySoon = () => socket.end();
}

/** onResponse: the answer is out; the request stream, and its socket, are destroyed after the linger. */
export async function destroyIfBodyUnread(request: FastifyRequest) {
  if (request.raw.complete) return;
  setTimeout(() => request.raw.destroy(), LINGER_MS).unref();
}
