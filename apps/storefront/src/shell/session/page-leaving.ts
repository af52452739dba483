/**
 * A page that has just signed the customer in tells itself the session changed, then leaves for the
 * page they were going to. Work whose outcome the customer must see, such as handing the cart over
 * and saying when it could not all come across, is left to that next page: done here, its notice
 * would be shown on a page that is already unloading.
 */
let leaving = false;

export function markPageLeaving(): void {
  leaving = true;
}

export function pageIsLeaving(): boolean {
  return leaving;
}
