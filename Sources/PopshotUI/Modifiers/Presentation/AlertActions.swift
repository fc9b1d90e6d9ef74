// `.alert` with a title and a view builder of actions (iOS 15+), as SwiftUI declares it: a
// `LocalizedStringKey`, a `StringProtocol` or a `Text` title, with or without a message, with or
// without `presenting:` data; and the error forms, titled by the error's description.
import Foundation

nonisolated extension View {
  /// An alert titled `title`, shown while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentsDialog(.alert, isPresented) {
      DialogContent(title: title, message: nil, actions: AnyView(actions()))
    }
  }
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// An alert with a message under its title.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentsDialog(.alert, isPresented) {
      DialogContent(title: title, message: AnyView(message()), actions: AnyView(actions()))
    }
  }
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert built from `data`: shown while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentsDialog(.alert, isPresented, canShow: data != nil) {
      DialogContent(title: title, message: nil, actions: AnyView(actions(data!)))
    }
  }
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert built from `data`, with a message.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentsDialog(.alert, isPresented, canShow: data != nil) {
      DialogContent(
        title: title, message: AnyView(message(data!)), actions: AnyView(actions(data!)))
    }
  }
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert for an error, titled by its `errorDescription`: shown while `isPresented` is true
  /// and `error` is not nil.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    presentsDialog(.alert, isPresented, canShow: error != nil) {
      DialogContent(title: errorTitle(error!), message: nil, actions: AnyView(actions()))
    }
  }
  /// An alert for an error, with actions and a message made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    presentsDialog(.alert, isPresented, canShow: error != nil) {
      DialogContent(
        title: errorTitle(error!), message: AnyView(message(error!)),
        actions: AnyView(actions(error!)))
    }
  }
}

/// An error alert's title: the error's description, as the system shows it.
private func errorTitle(_ error: some LocalizedError) -> Text {
  Text(verbatim: error.errorDescription ?? error.localizedDescription)
}
