/**
 * What the phones showed: for each set-state change (a tick, a like, an RSVP, a vote, a reaction) the state a phone
 * showed after its camper's last tap, and every text (a message, a comment, a post's caption) a phone showed as
 * written. The end of the run compares the server with it.
 */
type StateKind = 'tick' | 'like' | 'rsvp' | 'vote' | 'react';
type TextKind = 'message' | 'comment' | 'post';

export interface ShownState {
  phone: string;
  camperId: string;
  kind: StateKind;
  /** What the tap was on: an item's name, a post's caption, an event's title, a poll's question, a message's text. */
  target: string;
  /** What the phone showed after the tap: checked, liked, registered, the option voted for, reacted. */
  shown: string | boolean;
  /** The run's action number of that tap. */
  action: number;
}

export interface ShownText {
  phone: string;
  kind: TextKind;
  text: string;
  /** Whether the phone showed it after the tap (a text typed but never shown may be lost; never doubled). */
  shown: boolean;
  action: number;
}

export class Ledger {
  private readonly states = new Map<string, ShownState>();
  readonly texts: ShownText[] = [];
  private actions = 0;

  /** Numbers the next action. */
  nextAction(): number {
    this.actions += 1;
    return this.actions;
  }

  get actionCount(): number {
    return this.actions;
  }

  /** Taps whose screen did not change within 3 s: their state is unknown, so the thing is no longer compared. */
  readonly unshown: string[] = [];

  /** What the phone showed after a tap, or undefined when it showed no change. */
  showed(state: Omit<ShownState, 'shown'> & { shown: string | boolean | undefined }): void {
    const key = `${state.camperId}|${state.kind}|${state.target}`;
    if (state.shown !== undefined) this.states.set(key, { ...state, shown: state.shown });
    else {
      this.states.delete(key);
      this.unshown.push(`${state.phone} action ${state.action}: ${state.kind} ${state.target}`);
    }
  }

  wrote(text: ShownText): void {
    this.texts.push(text);
  }

  /** The last state shown for each camper and thing tapped. */
  lastStates(): ShownState[] {
    return [...this.states.values()];
  }
}
