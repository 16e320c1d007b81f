/** Why a ship stops. scripts/ship.mjs prints its message (`ship: <message>`) and exits 1. */
export class ShipRefusal extends Error {
  constructor(message) {
    super(message);
    this.name = 'ShipRefusal';
  }
}
