// Which connections of the server are idle and since when, for a graceful shutdown: a keep-alive connection that
// has sent nothing since the drain began is closed; one with a request under way, or whose request is still
// arriving, is left to finish (its answer carries Connection: close).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionState {
  /** Requests under way on this connection. */
  busy: number;
  /** When its last answer finished (or when it connected), epoch ms. */
  idleSince: number;
  /** Bytes have arrived since it became idle: a request is on its way. */
  receiving: boolean;
}

export const trackConnections = (server: Server) => {
  const states = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    const state: ConnectionState = { busy: 0, idleSince: Date.now(), receiving: false };
    states.set(socket, state);
    socket.on('data', () => {
      if (state.busy === 0) state.receiving = true;
    });
    socket.once('close', () => states.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = states.get(request.socket);
    if (!state) return;
    state.busy++;
    state.receiving = false;
    response.once('close', () => {
      state.busy--;
      state.idleSince = Date.now();
    });
  });
  return {
    /** Destroys the connections idle (nothing under way, nothing arriving) since before `since`; how many. */
    closeIdleSince(since: number): number {
      let closed = 0;
      for (const [socket, state] of states) {
        if (state.busy === 0 && !state.receiving && state.idleSince < since) {
          socket.destroy();
          closed++;
        }
      }
      return closed;
    },
  };
};
