import HomebookCore
import TerminalUI

/// The core's forms as full-screen forms: one line each, since the form screen draws any
/// described form (docs/manual.md#forms).
extension FormScreen {
    /// Adds (`item` nil) or edits a budget item.
    static func budgetItem(
        _ model: BudgetModel,
        editing item: LedgerItem?,
        today: CalendarDate
    ) -> Self {
        FormScreen(FormSession(BudgetItemForm(ledger: model.ledger, editing: item, today: today)))
    }

    /// Adds (`recipe` nil) or edits a recipe; its several-line fields are drawn wide.
    static func recipe(_ catalog: RecipeCatalog, editing recipe: Recipe?) -> Self {
        let form = RecipeForm(
            book: catalog.store.recipes,
            editing: recipe,
            today: CalendarDate.today()
        )
        return FormScreen(FormSession(form), fieldWidth: 60)
    }

    /// Adds an event (on `day` when given) or edits `event`.
    static func event(
        _ store: HomebookStore,
        today: CalendarDate,
        editing event: PlannerEvent? = nil,
        day: CalendarDate? = nil
    ) -> Self {
        FormScreen(FormSession(EventForm(store: store, today: today, editing: event, day: day)))
    }

    /// Edits one occurrence of a repeat, on `day`.
    static func occurrence(
        _ store: HomebookStore,
        today: CalendarDate,
        _ event: PlannerEvent,
        on day: CalendarDate
    ) -> Self {
        FormScreen(FormSession(EventForm(store: store, today: today, occurrence: event, on: day)))
    }

    /// The settings; saving keeps the form open.
    static func settings(_ store: HomebookStore) -> Self {
        FormScreen(FormSession(SettingsForm(store: store)), staysOpen: true)
    }
}

extension FormScreen {
    /// Adds (`schedule` nil) or edits a repeating item.
    static func schedule(
        _ store: HomebookStore,
        editing schedule: LedgerSchedule?,
        today: CalendarDate
    ) -> Self {
        FormScreen(FormSession(ScheduleForm(store: store, editing: schedule, today: today)))
    }

    /// Adds (`transfer` nil) or edits a transfer between accounts.
    static func transfer(
        _ store: HomebookStore,
        editing transfer: AccountTransfer? = nil,
        today: CalendarDate
    ) -> Self {
        FormScreen(FormSession(TransferForm(store: store, editing: transfer, today: today)))
    }

    /// Adds a categorising rule.
    static func rule(_ store: HomebookStore) -> Self {
        FormScreen(FormSession(RuleForm(ledger: store.ledger)))
    }

    /// Adds a price between two currencies, opened on `today`.
    static func price(_ store: HomebookStore, today: CalendarDate) -> Self {
        FormScreen(FormSession(PriceForm(store: store, today: today)))
    }

    /// Sets a food's aisle, opened on `food` and its `aisle` when given.
    static func aisle(_ store: HomebookStore, food: String = "", aisle: String = "") -> Self {
        FormScreen(FormSession(AisleForm(planner: store.planner, food: food, aisle: aisle)))
    }

    /// Saves a weather place, opened on `name` and `country` when given.
    static func weatherPlace(
        _ store: HomebookStore,
        name: String = "",
        country: String? = nil
    ) -> Self {
        var form = WeatherPlaceForm(weather: store.weather)
        form.name = name
        form.country = country ?? ""
        return FormScreen(FormSession(form))
    }
}
