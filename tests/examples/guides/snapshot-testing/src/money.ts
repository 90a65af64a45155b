export class Money {
  constructor(
    readonly cents: number,
    readonly currency: string,
  ) {}
}
