/** Shown above every section once the API has answered 401 to the saved key. */
export function KeyRefusedAlert() {
  return (
    <div class="alert" role="alert">
      <p class="alert-server">The API refused your saved API key.</p>
      <p>
        Nothing can be loaded until it is replaced: <a href="#account">go to Account</a> to check your API key or save a
        new one.
      </p>
    </div>
  );
}
