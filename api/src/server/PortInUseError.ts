/** The port is taken by another process: said in one line, without a stack trace, by whoever started the server. */
export class PortInUseError extends Error {
  readonly port: number;

  constructor(port: number) {
    super(`Port ${port} is already in use: stop the other server or set PORT.`);
    this.port = port;
  }
}
