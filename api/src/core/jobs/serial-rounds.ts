/**
 * A background job's rounds, one at a time in this process: asked during a round, it runs one more round after it
 * (what was added meanwhile is not left for the timer), never two at once. Across processes, the rounds' own row
 * locks (SKIP LOCKED) share the work.
 */
export class SerialRounds {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts a round, or asks for one more after the current one; resolves when the round under way is over. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.round()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.run();
        }
      });
    return this.running;
  }

  /** Resolves once no round is under way (the one running, if any, ends). */
  async settled(): Promise<void> {
    await this.running;
  }
}
